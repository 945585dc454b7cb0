import "server-only";
import type { AreaJobs } from "@/lib/jobs/types";
import { SEND_SURVEY_TASK } from "./queue-survey";
import { sendSurvey } from "./send-survey";

/** Satisfaction surveys: one job per resolved conversation sends its rating request. */
export const csatJobs: AreaJobs = {
  name: "csat",
  tasks: { [SEND_SURVEY_TASK]: sendSurvey },
};
