import { DomainError } from '#exceptions/domain_error'

/** A sale, void or return that must be filed in an open session, with none to file it in. */
export class NoOpenTillSession extends DomainError {
  static code = 'E_NO_OPEN_TILL_SESSION'

  constructor(tillName: string | null) {
    super(
      tillName
        ? `${tillName} has no open session: open one from Tills (count the float) before selling.`
        : 'Choose this counter’s till and open a session on it (Tills → Open) before selling.',
      { field: 'till_id', toast: true }
    )
  }
}

/** The session was closed while the sale, void, return or movement was being made. */
export class TillSessionClosed extends DomainError {
  static code = 'E_TILL_SESSION_CLOSED'

  constructor() {
    super(
      'The till’s session was closed a moment ago: nothing was recorded. Open a new session and try again.',
      { field: 'till_id', toast: true }
    )
  }
}

/** The till chosen is at another branch than the sale or the session asked for. */
export class TillNotAtBranch extends DomainError {
  static code = 'E_TILL_NOT_AT_BRANCH'

  constructor() {
    super('This till belongs to another branch: choose one of this branch’s tills.', {
      field: 'till_id',
    })
  }
}

/** An archived till opens no session. */
export class TillArchived extends DomainError {
  static code = 'E_TILL_ARCHIVED'

  constructor(name: string) {
    super(`${name} is archived: it opens no sessions.`, { field: 'till_id' })
  }
}

/** A till archived while a session is still open on it. */
export class TillStillOpen extends DomainError {
  static code = 'E_TILL_STILL_OPEN'

  constructor(name: string) {
    super(`${name} has an open session: close it before archiving the till.`, { toast: true })
  }
}

/** A till with a session already open. */
export class TillAlreadyOpen extends DomainError {
  static code = 'E_TILL_ALREADY_OPEN'

  constructor(name: string) {
    super(`${name} already has an open session: close it before opening another.`, {
      field: 'till_id',
    })
  }
}

/** A float carried over from a till that was never closed. */
export class NothingToCarry extends DomainError {
  static code = 'E_NOTHING_TO_CARRY'

  constructor(name: string) {
    super(`${name} has no closed session to carry a float from: count the float instead.`, {
      field: 'float_source',
    })
  }
}

/** A step on a session that is already closed: closed sessions never change. */
export class TillSessionNotOpen extends DomainError {
  static code = 'E_TILL_SESSION_NOT_OPEN'

  constructor(number: string | null) {
    super(
      `This session is already closed${number ? ` (${number})` : ''}: it cannot change. Reload the page.`,
      { toast: true }
    )
  }
}

/** A form key already used for another movement or close. */
export class TillKeyReused extends DomainError {
  static code = 'E_TILL_KEY_REUSED'

  constructor() {
    super('This form was already submitted for something else: reload the page and try again.', {
      toast: true,
    })
  }
}

/** A count by denomination naming a note or coin the currency lacks, or a bad number of pieces. */
export class BadDenominationCount extends DomainError {
  static code = 'E_BAD_DENOMINATION_COUNT'

  constructor(field: string, message: string) {
    super(message, { field })
  }
}

/** A till name or code another till already has. */
export class TillNameTaken extends DomainError {
  static code = 'E_TILL_NAME_TAKEN'

  constructor(field: 'name' | 'code') {
    super(
      field === 'name'
        ? 'Another till of this branch has this name.'
        : 'Another till has this code: Z numbers must stay unique.',
      { field }
    )
  }
}
