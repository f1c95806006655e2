import type { ReactNode } from 'react'
import { Head, usePage } from '@inertiajs/react'
import { DataTable, type Column } from '~/components/data_table'
import { IndexHeader } from '~/components/index_header'
import { SelectField, type SelectFieldOption } from '~/components/select_field'
import { BranchFilter, DayRangeFilter, ExportCsvLink } from '~/components/list_filters'
import type { PageMeta } from '~/types'
import {
  REPORT_GROUPS,
  REPORT_PRESET_LABELS,
  REPORT_PRESETS,
  type ReportGroup,
  type ReportPreset,
} from '#common/report_periods'

/** The query a report page was drawn for, as its controls hold it. */
export interface ReportFilters {
  preset: ReportPreset
  from: string
  to: string
  group: ReportGroup
  branch: string
  sort: string
  page: string
}

/** What every report page receives besides its figures. */
export interface ReportPageProps {
  filters: ReportFilters
  period: { from: string; to: string; previousFrom: string; previousTo: string }
  branches: SelectFieldOption[]
  can: { viewCost: boolean }
}

const GROUP_LABELS: Record<ReportGroup, string> = { day: 'Day', week: 'Week', month: 'Month' }

/**
 * The one layout of every report: title and export, the period's filters
 * (preset, custom days, grouping, branch) in the list's filter bar, the
 * headline figures and chart, then the sortable table with its totals.
 */
export function ReportLayout<Row extends { id: number | string }>({
  title,
  path,
  exportPath,
  filters,
  branches,
  grouped = true,
  rows,
  meta,
  columns,
  totals,
  defaultSort,
  emptyMessage,
  view,
  children,
}: {
  title: string
  path: string
  exportPath: string
  filters: ReportFilters
  branches: SelectFieldOption[]
  /** False for a report by product or seller, which has no grouping by period. */
  grouped?: boolean
  rows: Row[]
  meta?: PageMeta
  columns: Column<Row>[]
  totals: Partial<Record<string, ReactNode>>
  defaultSort: string
  emptyMessage: string
  /**
   * A report shown more than one way (purchases by supplier or by product,
   * cash per day, branch, till or cashier): its filter and value.
   */
  view?: { name: string; label: string; value: string; options: SelectFieldOption[] }
  children: ReactNode
}) {
  const { errors } = usePage<{ errors?: Record<string, string> }>().props
  const query: Record<string, string> = {
    preset: filters.preset,
    from: filters.preset === 'custom' ? filters.from : '',
    to: filters.preset === 'custom' ? filters.to : '',
    group: grouped ? filters.group : '',
    branch: filters.branch,
    sort: filters.sort,
    ...(view ? { [view.name]: view.value } : {}),
  }
  return (
    <>
      <Head title={title} />
      <IndexHeader title={title} actions={<ExportCsvLink path={exportPath} filters={query} />} />
      <DataTable
        path={path}
        rows={rows}
        meta={
          meta ?? {
            total: rows.length,
            perPage: Math.max(rows.length, 1),
            currentPage: 1,
            lastPage: 1,
            more: false,
          }
        }
        query={query}
        columns={columns}
        searchable={false}
        defaultSort={defaultSort}
        emptyMessage={emptyMessage}
        totals={totals}
        aboveTable={children}
        filters={(apply) => (
          <>
            <SelectField
              name="preset"
              id="filter-preset"
              label="Period"
              className=""
              value={filters.preset}
              options={REPORT_PRESETS.map((preset) => ({
                value: preset,
                label: REPORT_PRESET_LABELS[preset],
              }))}
              onValueChange={(preset) =>
                apply(
                  preset === 'custom'
                    ? { preset, from: filters.from, to: filters.to }
                    : { preset, from: '', to: '', group: '' }
                )
              }
            />
            <DayRangeFilter
              from={filters.from}
              to={filters.to}
              errors={errors}
              onChange={(changes) =>
                apply({
                  from: filters.from,
                  to: filters.to,
                  ...changes,
                  preset: 'custom',
                  group: '',
                })
              }
            />
            {grouped && (
              <SelectField
                name="group"
                id="filter-group"
                label="Group by"
                className=""
                value={filters.group}
                options={REPORT_GROUPS.map((group) => ({
                  value: group,
                  label: GROUP_LABELS[group],
                }))}
                onValueChange={(group) => apply({ group })}
              />
            )}
            <BranchFilter
              value={filters.branch}
              branches={branches}
              onChange={(branch) => apply({ branch })}
            />
            {view && (
              <SelectField
                name={view.name}
                id={`filter-${view.name}`}
                label={view.label}
                className=""
                value={view.value}
                options={view.options}
                // Another view has other columns: its own order starts afresh.
                onValueChange={(value) => apply({ [view.name]: value, sort: '' })}
              />
            )}
          </>
        )}
      />
    </>
  )
}
