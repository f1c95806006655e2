import { mkdir, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { createTransport } from 'nodemailer'
import logger from '@adonisjs/core/services/logger'
import { MailResponse } from '@adonisjs/mail'
import type { MailTransportContract, NodeMailerMessage } from '@adonisjs/mail/types'

/**
 * Outside production, mail is written as .eml files a person can open, and
 * the links it carries are logged, so every account flow can be finished
 * without a mail server.
 */
export class FileTransport implements MailTransportContract {
  #transporter = createTransport({ streamTransport: true, buffer: true, newline: 'unix' })

  constructor(private directory: string) {}

  async send(message: NodeMailerMessage) {
    const info = await this.#transporter.sendMail(message)
    const raw = info.message as Buffer
    await mkdir(this.directory, { recursive: true })
    const recipient = String(info.envelope.to?.[0] ?? 'unknown').replace(/[^a-z0-9@._-]/gi, '_')
    const file = join(
      this.directory,
      `${Date.now()}-${recipient}-${info.messageId.replace(/[<>@]/g, '')}.eml`
    )
    await writeFile(file, raw)

    const links =
      typeof message.text === 'string' ? (message.text.match(/https?:\/\/\S+/g) ?? []) : []
    logger.info(
      { file, to: info.envelope.to, links },
      `Mail "${message.subject}" written to ${file}`
    )
    return new MailResponse(info.messageId, info.envelope, info)
  }
}
