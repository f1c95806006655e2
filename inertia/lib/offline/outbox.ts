import { tillDb, type OutboxEntry, type PendingReceiptData } from '~/lib/offline/till_db'
import {
  deviceCodeFrom,
  nextSequence,
  offlineSaleBody,
  provisionalRef,
  sendOutcome,
  sendingOrder,
  type CartBody,
} from '#common/offline_till'
import { xsrfToken } from '~/lib/json_post'
import { urlFor } from '~/lib/routes'

/** Every tab of this device hears when the outbox changes, so each shows the same count. */
const CHANGES = 'pos-center-outbox'

/** Held while sending: two tabs of one till never send at once. */
const SENDING_LOCK = 'pos-center-outbox-send'

function announce() {
  const channel = new BroadcastChannel(CHANGES)
  channel.postMessage('changed')
  channel.close()
}

/** Calls `listener` whenever any tab of this device changes the outbox; returns the unsubscribe. */
export function onOutboxChange(listener: () => void) {
  const channel = new BroadcastChannel(CHANGES)
  channel.onmessage = listener
  return () => channel.close()
}

/**
 * Writes a sale completed offline to the outbox, numbered by this device's
 * code and next sequence, in one transaction: the receipt shows only once
 * it is kept, and two tabs never take the same number.
 */
export async function keepSale(
  cart: CartBody,
  userId: number,
  receipt: Omit<PendingReceiptData, 'ref' | 'madeAt'>,
  madeAt = new Date()
) {
  const db = await tillDb()
  const tx = db.transaction(['meta', 'outbox'], 'readwrite')
  const meta = tx.objectStore('meta')
  let code = (await meta.get('deviceCode')) as string | undefined
  if (!code) {
    code = deviceCodeFrom(crypto.getRandomValues(new Uint8Array(6)))
    await meta.put(code, 'deviceCode')
  }
  const sequence = nextSequence(((await meta.get('sequence')) as number | undefined) ?? 0)
  if (sequence === null) {
    tx.abort()
    return null
  }
  const ref = provisionalRef(code, sequence)
  const entry: OutboxEntry = {
    key: cart.idempotency_key,
    sequence,
    ref,
    madeAt: madeAt.toISOString(),
    userId,
    body: offlineSaleBody(cart, ref, madeAt),
    receipt: { ...receipt, ref, madeAt: madeAt.toISOString() },
    problem: null,
  }
  await meta.put(sequence, 'sequence')
  await tx.objectStore('outbox').put(entry)
  await tx.done
  announce()
  return entry
}

/** The sales waiting on this device, every user's, in the order they were made. */
export async function outboxEntries() {
  const db = await tillDb()
  return db.getAllFromIndex('outbox', 'sequence')
}

/** How the last sending went: the sales sent, the first trouble met, and whether the server fell silent. */
export interface SendReport {
  sent: number
  problem: string | null
  unreachable: boolean
}

async function post(entry: OutboxEntry) {
  try {
    const response = await fetch(urlFor('orders.offline_store'), {
      method: 'POST',
      credentials: 'same-origin',
      redirect: 'manual',
      headers: {
        'Accept': 'application/json',
        'Content-Type': 'application/json',
        'X-XSRF-TOKEN': xsrfToken(),
      },
      body: JSON.stringify(entry.body),
    })
    const data = response.headers.get('content-type')?.includes('application/json')
      ? await response.json().catch(() => null)
      : null
    return { status: response.status, message: data?.errors?.[0]?.message as string | undefined }
  } catch {
    return { status: null, message: undefined }
  }
}

async function markProblem(entry: OutboxEntry, refused: boolean, message: string) {
  const db = await tillDb()
  await db.put('outbox', { ...entry, problem: { refused, message } })
}

/**
 * Sends the signed-in user's sales in the order they were made, each once,
 * under a lock shared by the device's tabs: a tab that finds it held waits,
 * then reads the outbox afresh, so a sale the other tab sent is not sent
 * again. A sale leaves the outbox only once the server acknowledged it;
 * a refused one (422) waits for the cashier (`retryRefused`); silence or a
 * failure stops the sending until the next try.
 */
export async function sendOutbox(userId: number, retryRefused = false): Promise<SendReport> {
  const run = async () => {
    const db = await tillDb()
    let sent = 0
    let problem: string | null = null
    let unreachable = false
    for (const entry of sendingOrder(await outboxEntries(), userId)) {
      if (entry.problem?.refused && !retryRefused) {
        problem ??= `${entry.ref}: ${entry.problem.message}`
        continue
      }
      const answer = await post(entry)
      const outcome = sendOutcome(answer.status)
      if (outcome === 'acknowledged') {
        await db.delete('outbox', entry.key)
        sent++
        announce()
        continue
      }
      if (outcome === 'refused') {
        const message = answer.message ?? 'The server refused the sale as sent.'
        await markProblem(entry, true, message)
        problem ??= `${entry.ref}: ${message}`
        announce()
        continue
      }
      if (outcome === 'failed') {
        const message = `The server could not take the sale (${answer.status}); it is kept and sent again.`
        await markProblem(entry, false, message)
        problem ??= `${entry.ref}: ${message}`
        announce()
      } else {
        unreachable = true
      }
      break
    }
    return { sent, problem, unreachable }
  }
  // Web Locks need a secure origin; elsewhere the sales' keys still make each one order.
  return 'locks' in navigator ? navigator.locks.request(SENDING_LOCK, run) : run()
}
