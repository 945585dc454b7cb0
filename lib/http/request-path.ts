/** The header the proxy sets to tell server layouts which page was asked for (layouts are not given it). */
export const REQUEST_PATH_HEADER = "x-service-path";
