"use client"

import * as React from "react"
import { CheckIcon, CopyIcon } from "lucide-react"
import { toast } from "sonner"

import { cn } from "@/lib/utils"
import { Button } from "@/components/ui/button"

/**
 * Copies `text` to the clipboard. Uses the async Clipboard API when it is
 * available (secure contexts), otherwise falls back to a hidden textarea +
 * `document.execCommand("copy")`. Resolves to `true` on success.
 */
async function copyToClipboard(text: string): Promise<boolean> {
  if (
    typeof navigator !== "undefined" &&
    navigator.clipboard &&
    typeof navigator.clipboard.writeText === "function" &&
    (typeof window === "undefined" || window.isSecureContext !== false)
  ) {
    try {
      await navigator.clipboard.writeText(text)
      return true
    } catch {
      // Permission denied or not focused: try the legacy path below.
    }
  }
  return legacyCopy(text)
}

function legacyCopy(text: string): boolean {
  if (typeof document === "undefined" || !document.body) return false

  const previouslyFocused =
    document.activeElement instanceof HTMLElement
      ? document.activeElement
      : null
  const selection = document.getSelection()
  const previousRange =
    selection && selection.rangeCount > 0 ? selection.getRangeAt(0) : null

  const textarea = document.createElement("textarea")
  textarea.value = text
  textarea.setAttribute("readonly", "")
  textarea.setAttribute("aria-hidden", "true")
  textarea.tabIndex = -1
  Object.assign(textarea.style, {
    position: "fixed",
    top: "0",
    left: "0",
    width: "1px",
    height: "1px",
    padding: "0",
    border: "0",
    opacity: "0",
    pointerEvents: "none",
    fontSize: "12pt", // avoids zoom on iOS
  } satisfies Partial<CSSStyleDeclaration>)

  document.body.appendChild(textarea)

  let ok = false
  try {
    textarea.focus({ preventScroll: true })
    textarea.select()
    textarea.setSelectionRange(0, text.length)
    ok = document.execCommand("copy")
  } catch {
    ok = false
  } finally {
    document.body.removeChild(textarea)
    if (selection) {
      selection.removeAllRanges()
      if (previousRange) selection.addRange(previousRange)
    }
    previouslyFocused?.focus({ preventScroll: true })
  }

  return ok
}

type CopyButtonProps = Omit<React.ComponentProps<typeof Button>, "value"> & {
  /** The text that will be copied. */
  value: string
  /** Accessible label (used when the button has no visible children). */
  label?: string
  /** Toast message on success. */
  successMessage?: string
  /** Called after a successful copy. */
  onCopied?: (value: string) => void
}

function CopyButton({
  value,
  label = "Copy to clipboard",
  successMessage = "Copied",
  onCopied,
  onClick,
  variant = "ghost",
  size,
  className,
  children,
  ...props
}: CopyButtonProps) {
  const [copied, setCopied] = React.useState(false)
  const timeoutRef = React.useRef<ReturnType<typeof setTimeout> | null>(null)

  React.useEffect(() => {
    return () => {
      if (timeoutRef.current) clearTimeout(timeoutRef.current)
    }
  }, [])

  const handleClick = async (event: React.MouseEvent<HTMLButtonElement>) => {
    onClick?.(event)
    if (event.defaultPrevented) return

    const ok = await copyToClipboard(value)
    if (!ok) {
      toast.error("Could not copy to clipboard")
      return
    }

    setCopied(true)
    toast.success(successMessage)
    onCopied?.(value)

    if (timeoutRef.current) clearTimeout(timeoutRef.current)
    timeoutRef.current = setTimeout(() => setCopied(false), 2000)
  }

  const hasChildren = children !== undefined && children !== null

  return (
    <Button
      type="button"
      data-slot="copy-button"
      data-copied={copied}
      variant={variant}
      size={size ?? (hasChildren ? "sm" : "icon-sm")}
      aria-label={hasChildren ? undefined : copied ? "Copied" : label}
      className={cn(className)}
      onClick={handleClick}
      {...props}
    >
      {copied ? (
        <CheckIcon aria-hidden="true" />
      ) : (
        <CopyIcon aria-hidden="true" />
      )}
      {children}
    </Button>
  )
}

export { CopyButton, copyToClipboard }
export type { CopyButtonProps }
