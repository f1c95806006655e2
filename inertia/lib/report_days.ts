import { useShop } from '~/lib/shop'
import { formatDay } from '#common/days'
import type { ReportGroup } from '#common/report_periods'

/** "1 Nov 2026 – 25 Nov 2026" in the shop's way of writing days; one day alone for a single day. */
export function useDayRange() {
  const shop = useShop()
  return (from: string, to: string) =>
    from === to
      ? formatDay(from, shop.locale)
      : `${formatDay(from, shop.locale)} – ${formatDay(to, shop.locale)}`
}

/** How a period's first day reads in the table and the chart: the day, "Week of …", or the month. */
export function usePeriodLabel(group: ReportGroup) {
  const shop = useShop()
  return (period: string) => {
    if (group === 'month') {
      return new Intl.DateTimeFormat(shop.locale, {
        month: 'long',
        year: 'numeric',
        timeZone: 'UTC',
      }).format(new Date(`${period}T00:00:00Z`))
    }
    const day = formatDay(period, shop.locale)
    return group === 'week' ? `Week of ${day}` : day
  }
}
