import { publicApi } from "@/lib/http/api";
import { openApiDocument } from "@/lib/openapi/document";
import { openapiRoute } from "@/lib/system/routes";

// GET /api/v1/openapi.json - the OpenAPI 3.1 document, generated from the route contracts
export const GET = publicApi(openapiRoute, async () => openApiDocument());
