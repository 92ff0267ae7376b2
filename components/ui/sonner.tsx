"use client"

import * as React from "react"
import {
  CircleCheckIcon,
  InfoIcon,
  Loader2Icon,
  OctagonXIcon,
  TriangleAlertIcon,
} from "lucide-react"
import { useTheme } from "next-themes"
import { Toaster as Sonner, type ToasterProps } from "sonner"

/** Default toast width in px (sonner's own default, set explicitly). */
const TOAST_WIDTH = 356

function Toaster({ style, ...props }: ToasterProps) {
  const { resolvedTheme } = useTheme()
  // resolvedTheme is undefined during SSR/hydration; let sonner follow the
  // system preference until next-themes has resolved the actual theme.
  const theme: ToasterProps["theme"] =
    resolvedTheme === "dark" || resolvedTheme === "light"
      ? resolvedTheme
      : "system"

  return (
    <Sonner
      theme={theme}
      position="top-right"
      visibleToasts={3}
      className="toaster group"
      icons={{
        success: <CircleCheckIcon className="size-4" />,
        info: <InfoIcon className="size-4" />,
        warning: <TriangleAlertIcon className="size-4" />,
        error: <OctagonXIcon className="size-4" />,
        loading: <Loader2Icon className="size-4 animate-spin" />,
      }}
      style={
        {
          "--normal-bg": "var(--popover)",
          "--normal-text": "var(--popover-foreground)",
          "--normal-border": "var(--border)",
          "--border-radius": "var(--radius)",
          "--width": `${TOAST_WIDTH}px`,
          ...style,
        } as React.CSSProperties
      }
      {...props}
    />
  )
}

export { Toaster }
