import { useEffect, useState } from 'react'
import type { Offsets } from '#common/labels/layout'
import type { LabelField, LabelTemplate } from '#common/labels/templates'
import {
  storedFields,
  storedOffsets,
  storedTemplateId,
  storeFields,
  storeOffsets,
  storeTemplateId,
} from '~/lib/labels/label_storage'

/** Millimetres as typed ("1,5" too), or null when not a number within ±`max`. */
function parseOffset(text: string, max: number) {
  const value = Number(text.trim().replace(',', '.'))
  return text.trim() !== '' && Number.isFinite(value) && Math.abs(value) <= max ? value : null
}

const offsetText = (offsets: Offsets) => ({ top: String(offsets.top), left: String(offsets.left) })

/**
 * How the labels are printed: template, fields, offsets (as typed, and
 * read: null when out of range) and the first position on a sheet. The
 * template and fields are remembered on this device, the offsets per template.
 */
export function useLabelOptions(
  templates: LabelTemplate[],
  defaultTemplate: string,
  allFields: LabelField[]
) {
  const [templateId, setTemplateId] = useState(() => storedTemplateId(templates) ?? defaultTemplate)
  const template = templates.find((candidate) => candidate.id === templateId)!
  const [chosen, setChosen] = useState<LabelField[]>(
    () => storedFields(allFields) ?? [...allFields]
  )
  const [offsetsTyped, setOffsetsTyped] = useState(() => offsetText(storedOffsets(templateId)))
  const [start, setStart] = useState(1)

  useEffect(() => storeTemplateId(templateId), [templateId])
  useEffect(() => storeFields(chosen), [chosen])

  return {
    template,
    /** The fields to print, in the order of `allFields` whatever the order they were ticked. */
    fields: allFields.filter((field) => chosen.includes(field)),
    offsetText: offsetsTyped,
    offsets: {
      top: parseOffset(offsetsTyped.top, template.maxOffset),
      left: parseOffset(offsetsTyped.left, template.maxOffset),
    },
    start,
    /** Positions before `start` are left blank on the first sheet; rolls always start at 1. */
    firstPosition: template.kind === 'sheet' ? start : 1,

    chooseTemplate(id: string) {
      setTemplateId(id)
      setOffsetsTyped(offsetText(storedOffsets(id)))
      setStart(1)
    },

    showField(field: LabelField, shown: boolean) {
      setChosen((current) =>
        shown ? [...current, field] : current.filter((item) => item !== field)
      )
    },

    changeOffset(side: 'top' | 'left', text: string) {
      const next = { ...offsetsTyped, [side]: text }
      setOffsetsTyped(next)
      const top = parseOffset(next.top, template.maxOffset)
      const left = parseOffset(next.left, template.maxOffset)
      if (top !== null && left !== null) storeOffsets(templateId, { top, left })
    },

    setStart,
  }
}

export type LabelOptions = ReturnType<typeof useLabelOptions>
