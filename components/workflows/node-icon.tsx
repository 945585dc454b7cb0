import {
  BoxIcon,
  BriefcaseIcon,
  CircleStopIcon,
  ClockIcon,
  FileTextIcon,
  GitBranchIcon,
  GlobeIcon,
  HourglassIcon,
  ListTodoIcon,
  MessageSquareIcon,
  MilestoneIcon,
  SendIcon,
  SplitIcon,
  TagIcon,
  TicketIcon,
  TimerIcon,
  UserCheckIcon,
  UserPenIcon,
  ZapIcon,
  type LucideIcon,
} from "lucide-react";

/**
 * The lucide icons the node registry names (lib/workflows/nodes/definitions.ts), listed
 * rather than looked up by name so the bundle carries only these.
 */
const ICONS: Record<string, LucideIcon> = {
  zap: ZapIcon,
  "message-square": MessageSquareIcon,
  "file-text": FileTextIcon,
  clock: ClockIcon,
  "git-branch": GitBranchIcon,
  split: SplitIcon,
  tag: TagIcon,
  "user-pen": UserPenIcon,
  milestone: MilestoneIcon,
  "user-check": UserCheckIcon,
  globe: GlobeIcon,
  hourglass: HourglassIcon,
  "circle-stop": CircleStopIcon,
  send: SendIcon,
  ticket: TicketIcon,
  briefcase: BriefcaseIcon,
  "list-todo": ListTodoIcon,
  timer: TimerIcon,
};

export function NodeIcon({ name, className }: { name: string; className?: string }) {
  const Icon = ICONS[name] ?? BoxIcon;
  return <Icon className={className} aria-hidden="true" />;
}
