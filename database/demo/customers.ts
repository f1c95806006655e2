import { DateTime } from 'luxon'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import Customer from '#models/customer'

type DemoCustomer = [
  name: string,
  email: string | null,
  phone: string | null,
  address: string | null,
  notes: string | null,
  isActive?: boolean,
]

/**
 * Forty regulars of the demo shops: some without email or phone (walk-ins
 * who left a name), a couple no longer active. Springfield addresses match
 * the demo branches.
 */
export const DEMO_CUSTOMERS: DemoCustomer[] = [
  [
    'Olivia Bennett',
    'olivia.bennett@mailbox.test',
    '+1 555 0123',
    '14 Elm Street, Springfield',
    'Prefers paper receipts.',
  ],
  ['Liam Chen', 'liam.chen@mailbox.test', '+1 555 0177', '221 Oak Avenue, Springfield', null],
  ['Sofia Rossi', 'sofia.rossi@postbox.test', null, null, 'Orders gluten-free bread every Friday.'],
  ['Noah Williams', null, '+1 555 0191', '8 Birch Lane, Springfield', null],
  ['Amara Okafor', 'amara.okafor@mailbox.test', '+1 555 0134', '57 Cedar Court, Springfield', null],
  ['Lucas Müller', 'lucas.mueller@postbox.test', '+1 555 0162', null, null],
  [
    'Chloé Martin',
    'chloe.martin@mailbox.test',
    null,
    '3 Rue du Port, Harbour District',
    'Speaks French and English.',
  ],
  [
    'Hiroshi Tanaka',
    'hiroshi.tanaka@postbox.test',
    '+1 555 0108',
    '90 Harbour Road, Springfield',
    null,
  ],
  [
    'Isabella García',
    'isabella.garcia@mailbox.test',
    '+1 555 0155',
    '12 Willow Way, Springfield',
    null,
  ],
  ['Ethan Brooks', null, null, null, 'Pays cash; asks for the weekly flyer.'],
  [
    'Priya Sharma',
    'priya.sharma@mailbox.test',
    '+1 555 0119',
    '402 Maple Drive, Springfield',
    null,
  ],
  ['Mateo Fernández', 'mateo.fernandez@postbox.test', '+1 555 0186', null, null],
  [
    'Grace O’Neill',
    'grace.oneill@mailbox.test',
    '+1 555 0147',
    '6 Shore Street, Springfield',
    null,
  ],
  [
    'Jamal Henderson',
    'jamal.henderson@mailbox.test',
    null,
    '77 Pine Street, Springfield',
    'Business account: Henderson Plumbing.',
  ],
  [
    'Emma Johansson',
    'emma.johansson@postbox.test',
    '+1 555 0128',
    '19 Lake View, Springfield',
    null,
  ],
  ['Wei Zhang', null, '+1 555 0169', null, null],
  [
    'Fatima Haddad',
    'fatima.haddad@mailbox.test',
    '+1 555 0113',
    '33 Garden Row, Springfield',
    null,
  ],
  [
    'Oliver Smith',
    'oliver.smith@mailbox.test',
    '+1 555 0102',
    '5 Station Road, Springfield',
    null,
    false,
  ],
  [
    'Ava Thompson',
    'ava.thompson@postbox.test',
    '+1 555 0174',
    '48 Hill Crescent, Springfield',
    'Allergic to nuts: check labels.',
  ],
  ['Mohammed Al-Sayed', 'm.alsayed@mailbox.test', '+1 555 0139', null, null],
  ['Zoe Anderson', null, '+1 555 0150', '120 North Avenue, Springfield', null],
  ['Daniel Kowalski', 'daniel.kowalski@postbox.test', null, '9 Mill Lane, Springfield', null],
  ['Yuki Sato', 'yuki.sato@mailbox.test', '+1 555 0183', null, null],
  [
    'Benjamin Clarke',
    'ben.clarke@mailbox.test',
    '+1 555 0116',
    '61 Church Street, Springfield',
    'Collects orders for the community centre.',
  ],
  [
    'Lena Novak',
    'lena.novak@postbox.test',
    '+1 555 0121',
    '2 Harbour Mall Flats, Springfield',
    null,
  ],
  ['Kwame Mensah', null, '+1 555 0198', null, null],
  [
    'Charlotte Dubois',
    'charlotte.dubois@mailbox.test',
    '+1 555 0144',
    '15 Vine Street, Springfield',
    null,
  ],
  ['Samuel Levi', 'samuel.levi@postbox.test', '+1 555 0131', null, null, false],
  ['Ana Pereira', 'ana.pereira@mailbox.test', null, '88 Orchard Road, Springfield', null],
  [
    'Jack Robinson',
    'jack.robinson@mailbox.test',
    '+1 555 0165',
    '230 Market Street, Springfield',
    null,
  ],
  [
    'Mia Kim',
    'mia.kim@postbox.test',
    '+1 555 0110',
    '17 Park Place, Springfield',
    'Student discount card.',
  ],
  ['Arjun Patel', 'arjun.patel@mailbox.test', '+1 555 0187', null, null],
  ['Elena Popescu', null, null, '4 River Bend, Springfield', null],
  [
    'Thomas Wright',
    'thomas.wright@postbox.test',
    '+1 555 0152',
    '73 Kings Road, Springfield',
    null,
  ],
  ['Nadia Ivanova', 'nadia.ivanova@mailbox.test', '+1 555 0126', null, null],
  [
    'Diego Morales',
    'diego.morales@mailbox.test',
    '+1 555 0193',
    '26 Sunset Boulevard, Springfield',
    null,
  ],
  ['Hannah Schmidt', 'hannah.schmidt@postbox.test', null, null, null],
  [
    'Samira Benali',
    'samira.benali@mailbox.test',
    '+1 555 0137',
    '11 Harbour Road, Springfield',
    'Prefers the Harbour Mall branch.',
  ],
  ['George Adeyemi', null, '+1 555 0158', '39 Forest Avenue, Springfield', null],
  ['Ruby Walsh', 'ruby.walsh@mailbox.test', '+1 555 0179', '7 Bay Street, Springfield', null],
]

/** The demo customers, added over the last few months so "newest first" means something. */
export async function seedCustomers(trx: TransactionClientContract) {
  const start = DateTime.utc().minus({ days: 120 })
  for (const [
    index,
    [name, email, phone, address, notes, isActive = true],
  ] of DEMO_CUSTOMERS.entries()) {
    const addedAt = start.plus({ days: index * 3, hours: (index * 5) % 9 })
    const customer = new Customer()
    customer.fill({ name, email, phone, address, notes, isActive })
    customer.createdAt = addedAt
    customer.updatedAt = addedAt
    await customer.useTransaction(trx).save()
  }
}
