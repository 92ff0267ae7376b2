"use client"

/**
 * Command menu in the shape of shadcn/ui's `command` component, implemented
 * without the `cmdk` package: a text filter over the rendered items, with
 * ArrowUp/ArrowDown/Home/End navigation and Enter to select, following the
 * WAI-ARIA combobox + listbox pattern (focus stays in the input, the active
 * option is exposed through aria-activedescendant).
 *
 * Items match when every whitespace-separated term of the search occurs
 * (case-insensitively) in the item's `value` (default: its text content) or
 * its `keywords`. Groups with no matching items and <CommandEmpty> when there
 * are matches are hidden with CSS; separators are hidden while searching.
 */

import * as React from "react"
import { useTranslations } from "next-intl"
import { flushSync } from "react-dom"
import { SearchIcon } from "lucide-react"

import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog"
import { cn } from "@/lib/utils"

type CommandFilter = (
  value: string,
  search: string,
  keywords?: string[]
) => boolean

type CommandContextValue = {
  search: string
  setSearch: (search: string) => void
  activeId: string | null
  setActiveId: (id: string | null) => void
  activateFirst: () => void
  listId: string
  shouldFilter: boolean
  filter: CommandFilter
}

const CommandContext = React.createContext<CommandContextValue | null>(null)

function useCommand() {
  const context = React.useContext(CommandContext)
  if (!context) {
    throw new Error("Command components must be used within <Command>.")
  }
  return context
}

const defaultFilter: CommandFilter = (value, search, keywords) => {
  const terms = search.trim().toLowerCase().split(/\s+/).filter(Boolean)
  if (terms.length === 0) return true
  const haystack = [value, ...(keywords ?? [])].join(" ").toLowerCase()
  return terms.every((term) => haystack.includes(term))
}

/** Plain text of a React node tree (used as an item's default value). */
function getNodeText(node: React.ReactNode): string {
  if (node === null || node === undefined || typeof node === "boolean") {
    return ""
  }
  if (
    typeof node === "string" ||
    typeof node === "number" ||
    typeof node === "bigint"
  ) {
    return String(node)
  }
  if (React.isValidElement<{ children?: React.ReactNode }>(node)) {
    return getNodeText(node.props.children)
  }
  if (typeof node === "object" && Symbol.iterator in node) {
    return Array.from(node, getNodeText).join("")
  }
  return ""
}

const ITEM_SELECTOR = '[data-slot="command-item"]:not([data-disabled="true"])'

function Command({
  className,
  shouldFilter = true,
  filter = defaultFilter,
  loop = false,
  onKeyDown,
  children,
  ...props
}: React.ComponentProps<"div"> & {
  /** Set to false to render every item (e.g. when filtering server-side). */
  shouldFilter?: boolean
  filter?: CommandFilter
  /** Wrap around at the ends of the list with the arrow keys. */
  loop?: boolean
}) {
  const rootRef = React.useRef<HTMLDivElement>(null)
  const listId = React.useId()
  const [search, setSearchState] = React.useState("")
  const [activeId, setActiveId] = React.useState<string | null>(null)

  const getItems = React.useCallback((): HTMLElement[] => {
    const root = rootRef.current
    return root ? Array.from(root.querySelectorAll<HTMLElement>(ITEM_SELECTOR)) : []
  }, [])

  const activate = React.useCallback((element: HTMLElement | undefined) => {
    setActiveId(element?.id ?? null)
    element?.scrollIntoView({ block: "nearest" })
  }, [])

  const activateFirst = React.useCallback(() => {
    activate(getItems()[0])
  }, [activate, getItems])

  const setSearch = React.useCallback(
    (value: string) => {
      // Commit the filtered list first so the first match can be highlighted.
      flushSync(() => setSearchState(value))
      activateFirst()
    },
    [activateFirst]
  )

  const move = React.useCallback(
    (to: "next" | "prev" | "first" | "last") => {
      const items = getItems()
      if (items.length === 0) return
      const last = items.length - 1
      const current = items.findIndex((item) => item.id === activeId)
      let index: number
      if (to === "first") index = 0
      else if (to === "last") index = last
      else if (current === -1) index = to === "next" ? 0 : last
      else if (to === "next")
        index = current === last ? (loop ? 0 : last) : current + 1
      else index = current === 0 ? (loop ? last : 0) : current - 1
      activate(items[index])
    },
    [activate, activeId, getItems, loop]
  )

  const handleKeyDown = (event: React.KeyboardEvent<HTMLDivElement>) => {
    onKeyDown?.(event)
    if (event.defaultPrevented || event.nativeEvent.isComposing) return
    switch (event.key) {
      case "ArrowDown":
        event.preventDefault()
        move("next")
        break
      case "ArrowUp":
        event.preventDefault()
        move("prev")
        break
      case "Home":
        event.preventDefault()
        move("first")
        break
      case "End":
        event.preventDefault()
        move("last")
        break
      case "Enter": {
        const items = getItems()
        const target = items.find((item) => item.id === activeId) ?? items[0]
        if (target) {
          event.preventDefault()
          target.click()
        }
        break
      }
    }
  }

  const context = React.useMemo<CommandContextValue>(
    () => ({
      search,
      setSearch,
      activeId,
      setActiveId,
      activateFirst,
      listId,
      shouldFilter,
      filter,
    }),
    [search, setSearch, activeId, activateFirst, listId, shouldFilter, filter]
  )

  return (
    <CommandContext.Provider value={context}>
      <div
        ref={rootRef}
        data-slot="command"
        className={cn(
          "flex h-full w-full flex-col overflow-hidden rounded-md bg-popover text-popover-foreground [&:has([data-slot=command-item])_[data-slot=command-empty]]:hidden",
          className
        )}
        onKeyDown={handleKeyDown}
        {...props}
      >
        {children}
      </div>
    </CommandContext.Provider>
  )
}

function CommandDialog({
  title = "Command Palette",
  description = "Search for a command to run...",
  children,
  className,
  showCloseButton = true,
  ...props
}: React.ComponentProps<typeof Dialog> & {
  title?: string
  description?: string
  className?: string
  showCloseButton?: boolean
}) {
  return (
    <Dialog {...props}>
      <DialogContent
        className={cn("overflow-hidden p-0", className)}
        showCloseButton={showCloseButton}
      >
        <DialogHeader className="sr-only">
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        <Command className="**:data-[slot=command-group]:px-2 **:data-[slot=command-group-heading]:px-2 **:data-[slot=command-group-heading]:font-medium **:data-[slot=command-group-heading]:text-muted-foreground **:data-[slot=command-input]:h-12 **:data-[slot=command-input-wrapper]:h-12 **:data-[slot=command-item]:px-2 **:data-[slot=command-item]:py-3 [&_[data-slot=command-group]~[data-slot=command-group]]:pt-0 [&_[data-slot=command-input-wrapper]_svg]:size-5 [&_[data-slot=command-item]_svg]:size-5">
          {children}
        </Command>
      </DialogContent>
    </Dialog>
  )
}

function CommandInput({
  className,
  onChange,
  onFocus,
  onValueChange,
  placeholder,
  ...props
}: Omit<React.ComponentProps<"input">, "value" | "defaultValue" | "type"> & {
  /** Called with the new search text on every change. */
  onValueChange?: (search: string) => void
}) {
  const { search, setSearch, activeId, activateFirst, listId } = useCommand()

  const t = useTranslations("a11y")
  return (
    <div
      data-slot="command-input-wrapper"
      className="flex h-9 items-center gap-2 border-b px-3"
    >
      <SearchIcon className="size-4 shrink-0 opacity-50" aria-hidden="true" />
      <input
        data-slot="command-input"
        type="text"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={true}
        aria-controls={listId}
        aria-activedescendant={activeId ?? undefined}
        aria-label={props["aria-label"] ?? placeholder ?? t("search")}
        autoComplete="off"
        autoCorrect="off"
        spellCheck={false}
        placeholder={placeholder}
        value={search}
        onChange={(event) => {
          onChange?.(event)
          onValueChange?.(event.target.value)
          setSearch(event.target.value)
        }}
        onFocus={(event) => {
          onFocus?.(event)
          if (activeId === null) activateFirst()
        }}
        className={cn(
          "flex h-10 w-full rounded-md bg-transparent py-3 text-sm outline-hidden placeholder:text-muted-foreground disabled:cursor-not-allowed disabled:opacity-50",
          className
        )}
        {...props}
      />
    </div>
  )
}

function CommandList({ className, ...props }: React.ComponentProps<"div">) {
  const { listId } = useCommand()

  const t = useTranslations("a11y")
  return (
    <div
      id={listId}
      role="listbox"
      aria-label={t("suggestions")}
      data-slot="command-list"
      className={cn(
        "max-h-[300px] scroll-py-1 overflow-x-hidden overflow-y-auto",
        className
      )}
      {...props}
    />
  )
}

function CommandEmpty({ className, ...props }: React.ComponentProps<"div">) {
  return (
    <div
      role="presentation"
      data-slot="command-empty"
      className={cn("py-6 text-center text-sm", className)}
      {...props}
    />
  )
}

function CommandGroup({
  className,
  heading,
  children,
  ...props
}: Omit<React.ComponentProps<"div">, "title"> & {
  heading?: React.ReactNode
}) {
  const headingId = React.useId()

  return (
    <div
      role="presentation"
      data-slot="command-group"
      className={cn(
        "overflow-hidden p-1 text-foreground not-has-[[data-slot=command-item]]:hidden",
        className
      )}
      {...props}
    >
      {heading ? (
        <div
          id={headingId}
          aria-hidden="true"
          data-slot="command-group-heading"
          className="px-2 py-1.5 text-xs font-medium text-muted-foreground"
        >
          {heading}
        </div>
      ) : null}
      <div
        role="group"
        aria-labelledby={heading ? headingId : undefined}
        data-slot="command-group-items"
      >
        {children}
      </div>
    </div>
  )
}

function CommandSeparator({
  className,
  alwaysRender = false,
  ...props
}: React.ComponentProps<"div"> & {
  /** Keep the separator visible while a search is active. */
  alwaysRender?: boolean
}) {
  const { search } = useCommand()
  if (search && !alwaysRender) return null

  return (
    <div
      role="separator"
      data-slot="command-separator"
      className={cn("-mx-1 h-px bg-border", className)}
      {...props}
    />
  )
}

function CommandItem({
  className,
  value,
  keywords,
  disabled = false,
  onSelect,
  onClick,
  onPointerMove,
  children,
  ...props
}: Omit<React.ComponentProps<"div">, "onSelect"> & {
  /** Text matched by the filter and passed to onSelect; defaults to the item's text. */
  value?: string
  keywords?: string[]
  disabled?: boolean
  onSelect?: (value: string) => void
}) {
  const { search, activeId, setActiveId, shouldFilter, filter } = useCommand()
  const id = React.useId()
  const itemValue = (value ?? getNodeText(children)).trim()

  if (shouldFilter && !filter(itemValue, search, keywords)) return null

  const selected = activeId === id

  return (
    <div
      id={id}
      role="option"
      aria-selected={selected}
      aria-disabled={disabled || undefined}
      data-slot="command-item"
      data-value={itemValue}
      data-selected={selected}
      data-disabled={disabled}
      onPointerMove={(event) => {
        onPointerMove?.(event)
        if (!disabled && !selected) setActiveId(id)
      }}
      onClick={(event) => {
        onClick?.(event)
        if (!disabled && !event.defaultPrevented) onSelect?.(itemValue)
      }}
      className={cn(
        "relative flex cursor-default items-center gap-2 rounded-sm px-2 py-1.5 text-sm outline-hidden select-none data-[disabled=true]:pointer-events-none data-[disabled=true]:opacity-50 data-[selected=true]:bg-accent data-[selected=true]:text-accent-foreground [&_svg]:pointer-events-none [&_svg]:shrink-0 [&_svg:not([class*='size-'])]:size-4 [&_svg:not([class*='text-'])]:text-muted-foreground",
        className
      )}
      {...props}
    >
      {children}
    </div>
  )
}

function CommandShortcut({
  className,
  ...props
}: React.ComponentProps<"span">) {
  return (
    <span
      data-slot="command-shortcut"
      className={cn(
        "ml-auto text-xs tracking-widest text-muted-foreground",
        className
      )}
      {...props}
    />
  )
}

export {
  Command,
  CommandDialog,
  CommandInput,
  CommandList,
  CommandEmpty,
  CommandGroup,
  CommandItem,
  CommandShortcut,
  CommandSeparator,
}
