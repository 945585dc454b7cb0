import { defineRoute } from "@/lib/http/contract";
import { companySchema, updateCompanyInput } from "./schemas";

export const getCompanyRoute = defineRoute({
  method: "GET",
  path: "/api/v1/company",
  tag: "Company",
  summary: "The caller's company profile",
  scope: "authenticated",
  response: companySchema,
});

export const updateCompanyRoute = defineRoute({
  method: "PATCH",
  path: "/api/v1/company",
  tag: "Company",
  summary: "Update the company profile",
  auth: "user",
  scope: "company:write",
  body: updateCompanyInput,
  response: companySchema,
});
