/**
 * What a sandbox inbox's identifiers derive from: the company id for its first (as before
 * inboxes, so existing sandboxes keep their routing), the company and a number for further
 * ones. Each simulated account then routes its callbacks exactly like a live one.
 */
export const sandboxSeed = (companyId: string, n = 0) => (n ? `${companyId}-${n}` : companyId);
