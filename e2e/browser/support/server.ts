/** Where global-setup starts the built app for the browser tests (E2E_PORT lets two runs share a machine). */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3200);
export const E2E_BASE_URL = `http://127.0.0.1:${E2E_PORT}`;
