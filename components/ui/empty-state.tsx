import * as React from "react"

import { cn } from "@/lib/utils"

type EmptyStateIconComponent = React.ComponentType<{
  className?: string
  "aria-hidden"?: boolean | "true" | "false"
}>

interface EmptyStateProps extends Omit<React.ComponentProps<"div">, "title"> {
  /**
   * Either an icon component (e.g. `InboxIcon` from lucide-react) or an
   * already-rendered node (e.g. `<InboxIcon />`).
   */
  icon?: EmptyStateIconComponent | React.ReactNode
  title: React.ReactNode
  description?: React.ReactNode
  /** Optional call to action, e.g. a `<Button>`. */
  action?: React.ReactNode
}

function isIconComponent(
  icon: EmptyStateProps["icon"]
): icon is EmptyStateIconComponent {
  if (typeof icon === "function") return true
  return (
    typeof icon === "object" &&
    icon !== null &&
    !React.isValidElement(icon) &&
    ("render" in icon || "type" in icon)
  )
}

function EmptyState({
  icon,
  title,
  description,
  action,
  className,
  children,
  ...props
}: EmptyStateProps) {
  let iconNode: React.ReactNode = null
  if (isIconComponent(icon)) {
    const Icon = icon
    iconNode = <Icon aria-hidden="true" />
  } else if (icon !== undefined && icon !== null && icon !== false) {
    iconNode = icon
  }

  return (
    <div
      data-slot="empty-state"
      className={cn(
        "flex min-w-0 flex-1 flex-col items-center justify-center gap-4 rounded-lg border-dashed p-6 text-center text-balance md:p-10",
        className
      )}
      {...props}
    >
      {iconNode && (
        <div
          data-slot="empty-state-icon"
          aria-hidden="true"
          className="bg-muted text-muted-foreground flex size-12 shrink-0 items-center justify-center rounded-full [&_svg]:pointer-events-none [&_svg]:shrink-0 [&_svg:not([class*='size-'])]:size-6"
        >
          {iconNode}
        </div>
      )}
      <div className="flex max-w-sm flex-col items-center gap-1.5">
        <div
          data-slot="empty-state-title"
          className="text-base font-medium tracking-tight"
        >
          {title}
        </div>
        {description && (
          <div
            data-slot="empty-state-description"
            className="text-muted-foreground text-sm/relaxed [&>a]:underline [&>a]:underline-offset-4 [&>a:hover]:text-primary"
          >
            {description}
          </div>
        )}
      </div>
      {action && (
        <div
          data-slot="empty-state-action"
          className="flex flex-wrap items-center justify-center gap-2"
        >
          {action}
        </div>
      )}
      {children}
    </div>
  )
}

export { EmptyState }
export type { EmptyStateProps }
