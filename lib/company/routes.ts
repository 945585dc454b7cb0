import { defineRoute } from "@/lib/http/contract";
import { companySchema, updateCompanyBody } from "./schemas";

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
  summary: "Update the company profile and its marketing-consent keywords and replies",
  auth: "user",
  scope: "company:write",
  body: updateCompanyBody,
  response: companySchema,
});
