"use client"

import * as React from "react"
import * as RechartsPrimitive from "recharts"

import { cn } from "@/lib/utils"

/**
 * shadcn/ui's chart helpers, trimmed and typed for recharts 3: a container that turns a
 * config into `--color-<key>` CSS variables (one value per theme), and tooltip and legend
 * contents drawn with the design tokens so charts follow light and dark themes.
 */

const THEMES = { light: "", dark: ".dark" } as const

export type ChartConfig = {
  [k in string]: {
    label?: React.ReactNode
    icon?: React.ComponentType
  } & (
    | { color?: string; theme?: never }
    | { color?: never; theme: Record<keyof typeof THEMES, string> }
  )
}

type ChartContextProps = { config: ChartConfig }

const ChartContext = React.createContext<ChartContextProps | null>(null)

function useChart() {
  const context = React.useContext(ChartContext)
  if (!context) throw new Error("useChart must be used within a <ChartContainer />")
  return context
}

function ChartContainer({
  id,
  className,
  children,
  config,
  ...props
}: React.ComponentProps<"div"> & {
  config: ChartConfig
  children: React.ComponentProps<typeof RechartsPrimitive.ResponsiveContainer>["children"]
}) {
  const uniqueId = React.useId()
  const chartId = `chart-${id || uniqueId.replace(/:/g, "")}`

  return (
    <ChartContext.Provider value={{ config }}>
      <div
        data-slot="chart"
        data-chart={chartId}
        className={cn(
          "[&_.recharts-cartesian-axis-tick_text]:fill-muted-foreground [&_.recharts-cartesian-grid_line[stroke='#ccc']]:stroke-border/50 [&_.recharts-curve.recharts-tooltip-cursor]:stroke-border [&_.recharts-rectangle.recharts-tooltip-cursor]:fill-muted [&_.recharts-reference-line_[stroke='#ccc']]:stroke-border flex aspect-video justify-center text-xs [&_.recharts-layer]:outline-hidden [&_.recharts-sector]:outline-hidden [&_.recharts-surface]:outline-hidden",
          className
        )}
        {...props}
      >
        <ChartStyle id={chartId} config={config} />
        <RechartsPrimitive.ResponsiveContainer>{children}</RechartsPrimitive.ResponsiveContainer>
      </div>
    </ChartContext.Provider>
  )
}

function ChartStyle({ id, config }: { id: string; config: ChartConfig }) {
  const colorConfig = Object.entries(config).filter(([, c]) => c.theme || c.color)
  if (!colorConfig.length) return null

  const css = Object.entries(THEMES)
    .map(([theme, prefix]) => {
      const vars = colorConfig
        .map(([key, item]) => {
          const color = item.theme?.[theme as keyof typeof item.theme] || item.color
          return color ? `  --color-${key}: ${color};` : null
        })
        .filter(Boolean)
        .join("\n")
      return `${prefix} [data-chart=${id}] {\n${vars}\n}`
    })
    .join("\n")

  return <style dangerouslySetInnerHTML={{ __html: css }} />
}

const ChartTooltip = RechartsPrimitive.Tooltip
const ChartLegend = RechartsPrimitive.Legend

type PayloadItem = {
  dataKey?: string | number | unknown
  name?: string | number
  value?: unknown
  color?: string
  fill?: string
  payload?: Record<string, unknown>
}

type ChartTooltipContentProps = React.ComponentProps<"div"> & {
  active?: boolean
  payload?: ReadonlyArray<PayloadItem>
  label?: string | number
  labelFormatter?: (label: string | number | undefined, payload: ReadonlyArray<PayloadItem>) => React.ReactNode
  hideLabel?: boolean
  hideZero?: boolean
}

function itemKey(item: PayloadItem) {
  return String(typeof item.dataKey === "string" || typeof item.dataKey === "number" ? item.dataKey : item.name ?? "value")
}

function ChartTooltipContent({ active, payload, label, labelFormatter, hideLabel, hideZero, className }: ChartTooltipContentProps) {
  const { config } = useChart()
  if (!active || !payload?.length) return null
  const items = hideZero ? payload.filter((p) => Number(p.value) !== 0) : payload
  const title = labelFormatter ? labelFormatter(label, payload) : label

  return (
    <div
      className={cn(
        "border-border/50 bg-background grid min-w-32 items-start gap-1.5 rounded-lg border px-2.5 py-1.5 text-xs shadow-xl",
        className
      )}
    >
      {!hideLabel && title !== undefined && <div className="font-medium">{title}</div>}
      <div className="grid gap-1.5">
        {items.map((item) => {
          const key = itemKey(item)
          const entry = config[key]
          return (
            <div key={key} className="flex w-full items-center gap-2">
              <div
                className="size-2.5 shrink-0 rounded-[2px]"
                style={{ backgroundColor: item.color || item.fill || `var(--color-${key})` }}
              />
              <span className="text-muted-foreground flex-1">{entry?.label ?? item.name}</span>
              <span className="text-foreground font-mono font-medium tabular-nums">
                {typeof item.value === "number" ? item.value.toLocaleString("en") : String(item.value ?? "")}
              </span>
            </div>
          )
        })}
      </div>
    </div>
  )
}

type ChartLegendContentProps = React.ComponentProps<"div"> & {
  payload?: ReadonlyArray<{ dataKey?: unknown; value?: unknown; color?: string }>
  verticalAlign?: "top" | "bottom" | "middle"
}

function ChartLegendContent({ className, payload, verticalAlign = "bottom" }: ChartLegendContentProps) {
  const { config } = useChart()
  if (!payload?.length) return null

  return (
    <div className={cn("flex flex-wrap items-center justify-center gap-4", verticalAlign === "top" ? "pb-3" : "pt-3", className)}>
      {payload.map((item) => {
        const key = String(typeof item.dataKey === "string" ? item.dataKey : item.value ?? "value")
        const entry = config[key]
        return (
          <div key={key} className="flex items-center gap-1.5">
            <div className="size-2 shrink-0 rounded-[2px]" style={{ backgroundColor: item.color }} />
            <span className="text-muted-foreground">{entry?.label ?? key}</span>
          </div>
        )
      })}
    </div>
  )
}

export { ChartContainer, ChartTooltip, ChartTooltipContent, ChartLegend, ChartLegendContent, ChartStyle }
