import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'
import { test } from '@japa/runner'
import app from '@adonisjs/core/services/app'

/** What a clone does not hold: generated, installed or local files. */
const SKIPPED = new Set(['.git', '.adonisjs', 'node_modules', 'build', 'tmp', 'storage', 'public'])

const TEXT_FILE = /\.(md|ts|tsx|js|json|scss|css|edge|ya?ml|sh|example)$|^run$/

function files(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (SKIPPED.has(entry.name)) return []
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return files(path)
    return TEXT_FILE.test(entry.name) ? [path] : []
  })
}

/** Headings as links name them: lower case, punctuation gone, spaces as hyphens. */
function anchors(markdown: string) {
  return new Set(
    [...withoutFences(markdown).matchAll(/^#{1,6}\s+(.+)$/gm)].map((match) =>
      match[1]
        .toLowerCase()
        .replace(/[^\p{L}\p{N} _-]/gu, '')
        .replace(/ /g, '-')
    )
  )
}

function withoutFences(markdown: string) {
  return markdown.replace(/^```[\s\S]*?^```/gm, '')
}

/** Fenced blocks and inline code hold brackets that are not links. */
function withoutCode(markdown: string) {
  return withoutFences(markdown).replace(/`[^`\n]*`/g, '')
}

/** Every relative link of a Markdown file that leads to no file, or to no heading of it. */
function brokenLinks(file: string) {
  const broken: string[] = []
  for (const match of withoutCode(readFileSync(file, 'utf8')).matchAll(/\]\(([^)\s]+)\)/g)) {
    const link = match[1]
    if (/^[a-z]+:/i.test(link)) continue
    const [path, anchor] = link.split('#')
    const target = path ? resolve(dirname(file), path) : file
    if (!existsSync(target)) {
      broken.push(link)
    } else if (
      anchor &&
      !(statSync(target).isFile() && anchors(readFileSync(target, 'utf8')).has(anchor))
    ) {
      broken.push(link)
    }
  }
  return broken
}

/** Pointers to documents a clone does not have, or to tickets instead of reasons. */
const OUTSIDE_REFERENCES = [
  /\.\.\/shared\b/,
  /\bDESIGN\.md\b/,
  /\bSTACK_NOTES\b/,
  /\bseed section\b/i,
  /\bissues? #?\d+/i,
]

test.group('Documentation', () => {
  const root = app.makePath()
  const all = files(root)
  const markdown = all.filter((file) => file.endsWith('.md'))

  test('every relative link in the Markdown leads to a file and heading of the repository', ({
    assert,
  }) => {
    assert.includeMembers(
      markdown.map((file) => relative(root, file)),
      ['README.md', 'docs/README.md', 'docs/architecture.md']
    )
    const broken = markdown.flatMap((file) =>
      brokenLinks(file).map((link) => `${relative(root, file)}: ${link}`)
    )
    assert.deepEqual(broken, [])
  })

  test('no file sends the reader to a document or ticket outside the repository', ({ assert }) => {
    const self = app.makePath('tests/unit/docs_links.spec.ts')
    const found = all
      .filter((file) => file !== self)
      .flatMap((file) =>
        readFileSync(file, 'utf8')
          .split('\n')
          .flatMap((line, index) =>
            OUTSIDE_REFERENCES.some((pattern) => pattern.test(line))
              ? [`${relative(root, file)}:${index + 1}: ${line.trim()}`]
              : []
          )
      )
    assert.deepEqual(found, [])
  })
})
