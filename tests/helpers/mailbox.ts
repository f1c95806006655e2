import { workAfterResponses } from '#services/platform/after_response'
import { readdir, readFile, rm } from 'node:fs/promises'
import { join } from 'node:path'
import app from '@adonisjs/core/services/app'
import env from '#start/env'

const directory = () => app.makePath(env.get('MAIL_DIR', 'storage/mail'))

export interface WrittenMail {
  file: string
  to: string
  subject: string
  text: string
  links: string[]
}

export async function clearMailbox() {
  await rm(directory(), { recursive: true, force: true })
}

function decodeBody(headers: string, body: string) {
  const encoding = headers.match(/^Content-Transfer-Encoding:\s*(\S+)/im)?.[1]?.toLowerCase()
  if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8')
  if (encoding === 'quoted-printable') {
    const bytes = body
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/gi, (_, hex) => String.fromCharCode(Number.parseInt(hex, 16)))
    return Buffer.from(bytes, 'latin1').toString('utf8')
  }
  return body
}

/** Reads an .eml file the way a person's mail client would show it. */
export async function readMail(file: string): Promise<WrittenMail> {
  const content = await readFile(file, 'utf8')
  const raw = content.replace(/\r\n/g, '\n')
  const split = raw.indexOf('\n\n')
  const headers = raw.slice(0, split).replace(/\n[ \t]+/g, ' ')
  const text = decodeBody(headers, raw.slice(split + 2))
  return {
    file,
    to: headers.match(/^To:\s*(.*)$/im)?.[1] ?? '',
    subject: headers.match(/^Subject:\s*(.*)$/im)?.[1] ?? '',
    text,
    links: text.match(/https?:\/\/\S+/g) ?? [],
  }
}

/** Every mail written, once the mail sent after the responses so far has been. */
export async function allMail() {
  await workAfterResponses()
  const files = await readdir(directory()).catch(() => [] as string[])
  return Promise.all(files.sort().map((name) => readMail(join(directory(), name))))
}

/**
 * The latest mail to `to` whose subject matches, once the mail sent after
 * the responses so far has been written (sending happens once the response
 * has gone out).
 */
export async function waitForMail(to: string, subject: RegExp) {
  const mailbox = await allMail()
  const found = mailbox.filter((mail) => mail.to.includes(to) && subject.test(mail.subject))
  if (!found.length) throw new Error(`No mail to ${to} matching ${subject}`)
  return found[found.length - 1]
}
