import { api } from "@/lib/http/api";
import { getCompany, updateCompany } from "@/lib/company/company";
import { getCompanyRoute, updateCompanyRoute } from "@/lib/company/routes";

// GET /api/v1/company - the company profile
export const GET = api(getCompanyRoute, ({ ctx }) => getCompany({ ctx }));

// PATCH /api/v1/company - update the company profile
export const PATCH = api(updateCompanyRoute, ({ ctx, body }) => updateCompany({ ctx, input: body }));
