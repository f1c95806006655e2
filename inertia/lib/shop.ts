import { usePage } from '@inertiajs/react'
import type { SharedProps, Shop } from '~/types'
import { formatMoney } from '#common/money'

const FALLBACK: Shop = {
  companyName: '',
  currency: 'USD',
  locale: 'en-US',
  timezone: 'UTC',
  showGravatar: false,
  scanSound: false,
}

/** The shop's settings and formatters that follow them (money, dates in the business zone). */
export function useShop() {
  const shop = usePage<SharedProps>().props.shop ?? FALLBACK
  return {
    ...shop,
    money: (minor: number) => formatMoney(minor, shop.currency, shop.locale),
    /** A whole number (a count of orders, items) in the locale's digits and grouping. */
    count: (value: number) => new Intl.NumberFormat(shop.locale).format(value),
    dateTime: (iso: string) =>
      new Intl.DateTimeFormat(shop.locale, {
        dateStyle: 'medium',
        timeStyle: 'short',
        timeZone: shop.timezone,
      }).format(new Date(iso)),
    date: (iso: string) =>
      new Intl.DateTimeFormat(shop.locale, { dateStyle: 'medium', timeZone: shop.timezone }).format(
        new Date(iso)
      ),
  }
}
