import type { HttpContext } from '@adonisjs/core/http'
import { actorOf } from '#services/platform/actor'
import SettingsTransformer from '#transformers/settings_transformer'
import { moneyAmountsExist, updateSettings } from '#services/shop/settings'
import { settingsValidator } from '#validators/settings'
import { currencyOptions, localeOptions, timeZoneOptions } from '#support/intl_options'

export default class SettingsController {
  async edit(ctx: HttpContext) {
    const { inertia } = ctx
    const settings = await ctx.shopSettings
    return inertia.render('settings/edit', {
      settings: new SettingsTransformer(settings).toObject(),
      currencyFixed: await moneyAmountsExist(),
      currencies: currencyOptions(),
      locales: localeOptions(),
      timeZones: timeZoneOptions(),
    })
  }

  async update(ctx: HttpContext) {
    const input = await ctx.request.validateUsing(settingsValidator)
    await updateSettings(input, actorOf(ctx))
    ctx.session.flash('success', 'Settings saved.')
    return ctx.response.redirect().toRoute('settings.edit')
  }
}
