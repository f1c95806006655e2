/*
| Validation messages in the words a shop's staff read beside each field.
*/
import vine, { SimpleMessagesProvider } from '@vinejs/vine'

vine.messagesProvider = new SimpleMessagesProvider(
  {
    'required': 'Enter the {{ field }}.',
    'string': 'Enter the {{ field }} as text.',
    'email': 'Enter a valid email address.',
    'minLength': 'The {{ field }} must have at least {{ min }} characters.',
    'maxLength': 'The {{ field }} must have at most {{ max }} characters.',
    'number': 'Enter the {{ field }} as a number.',
    'withoutDecimals': 'The {{ field }} must be a whole number.',
    'min': 'The {{ field }} cannot be below {{ min }}.',
    'max': 'The {{ field }} cannot be above {{ max }}.',
    'confirmed': 'The two passwords do not match.',
    'database.unique': 'An account with this {{ field }} already exists.',
    'role_id.required': 'Choose a role.',
    'role_id.number': 'Choose a role.',
    'role_id.database.exists': 'Choose a role.',
  },
  {
    current_password: 'current password',
    password_confirmation: 'password confirmation',
  }
)
