import { Head } from '@inertiajs/react'
import { DeleteUserForm } from '~/components/profile/delete_user_form'
import { UpdatePasswordForm } from '~/components/profile/update_password_form'
import { UpdatePinForm } from '~/components/profile/update_pin_form'
import { UpdateProfileInformationForm } from '~/components/profile/update_profile_information_form'

type Props = { mustVerifyEmail: boolean; hasPin: boolean }

export default function ProfileEdit({ mustVerifyEmail, hasPin }: Props) {
  return (
    <>
      <Head title="Profile" />
      <h1 className="h3 mb-4">Profile</h1>
      {mustVerifyEmail && (
        <div className="alert alert-warning" role="status">
          Your email address is not confirmed yet. Open the link we sent you to start using POS
          Center.
        </div>
      )}
      <UpdateProfileInformationForm />
      <UpdatePasswordForm />
      <UpdatePinForm hasPin={hasPin} />
      <DeleteUserForm />
    </>
  )
}
