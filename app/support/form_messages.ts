import vine from '@vinejs/vine'
import type { FieldContext, MessagesProviderContact } from '@vinejs/vine/types'

function interpolate(message: string, data: Record<string, unknown>) {
  return message.replace(/{{\s*(\w+)\s*}}/g, (_, key: string) => String(data[key] ?? ''))
}

/**
 * A form's validation messages: its own wording for some `field.rule`
 * pairs, readable names for its fields in the shared messages
 * (start/validator.ts) for everything else.
 */
export function formMessages(
  labels: Record<string, string>,
  messages: Record<string, string> = {}
): MessagesProviderContact {
  return {
    getMessage(rawMessage: string, rule: string, field: FieldContext, args?: Record<string, any>) {
      const label = labels[String(field.name)] ?? String(field.name)
      const own = messages[`${String(field.name)}.${rule}`]
      if (own) return interpolate(own, { field: label, ...args })
      const named = Object.create(field, { name: { value: label } }) as FieldContext
      return vine.messagesProvider.getMessage(rawMessage, rule, named, args)
    },
  }
}
