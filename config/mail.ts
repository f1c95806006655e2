import env from '#start/env'
import app from '@adonisjs/core/services/app'
import { defineConfig, transports } from '@adonisjs/mail'
import { FileTransport } from '#mails/file_transport'

const mailConfig = defineConfig({
  default: env.get('MAIL_MAILER', app.inProduction ? 'smtp' : 'file'),

  from: {
    address: env.get('MAIL_FROM_ADDRESS', 'no-reply@pos-center.test'),
    name: env.get('MAIL_FROM_NAME', 'POS Center'),
  },

  mailers: {
    smtp: transports.smtp({
      host: env.get('SMTP_HOST', '127.0.0.1'),
      port: env.get('SMTP_PORT', 587),
      secure: env.get('SMTP_SECURE', false),
      ...(env.get('SMTP_USERNAME')
        ? {
            auth: {
              type: 'login' as const,
              user: env.get('SMTP_USERNAME')!,
              pass: env.get('SMTP_PASSWORD', ''),
            },
          }
        : {}),
    }),
    file: () => new FileTransport(app.makePath(env.get('MAIL_DIR', 'storage/mail'))),
  },
})

export default mailConfig

declare module '@adonisjs/mail/types' {
  export interface MailersList extends InferMailers<typeof mailConfig> {}
}
