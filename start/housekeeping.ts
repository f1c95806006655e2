import app from '@adonisjs/core/services/app'
import { startHousekeeping } from '#services/platform/housekeeping'

/** Expired CSV previews are purged on a schedule, not only when someone uploads again. */
app.terminating(startHousekeeping())
