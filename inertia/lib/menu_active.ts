import type { MenuNode } from '~/types'

function targetsOf(node: MenuNode): string[] {
  return [node.to, ...(node.subActivePaths?.split(',') ?? [])].filter(Boolean) as string[]
}

function matches(target: string, path: string) {
  return path === target || path.startsWith(`${target}/`)
}

/** A node is active when the path matches its `to` or its `subActivePaths`. */
export function isNodeActive(node: MenuNode, path: string): boolean {
  if (targetsOf(node).some((target) => matches(target, path))) return true
  return (node.sub ?? []).some((child) => isNodeActive(child, path))
}

/**
 * Of sibling links, the one to highlight: the longest target that matches, so "New product"
 * (/products/create) wins over "All products" (/products) instead of both lighting up.
 */
export function activeLeafName(nodes: MenuNode[], path: string): string | undefined {
  let best: { name: string; length: number } | undefined
  for (const node of nodes) {
    if (node.sub) continue
    for (const target of targetsOf(node)) {
      if (matches(target, path) && (!best || target.length > best.length)) {
        best = { name: node.name, length: target.length }
      }
    }
  }
  return best?.name
}
