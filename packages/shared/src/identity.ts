import { z } from 'zod'
import { toAsciiDigits } from './digits.ts'
import { said } from './error-codes.ts'
import { newPasswordDiffers, passwordStrength } from './password.ts'
import { bangladeshPhone } from './phone.ts'
import {
  blankAsMissing,
  email,
  equalTo,
  maxLength,
  optionalText,
  requiredError,
  requiredText,
} from './validation.ts'

// Passwords are compared as typed: never trimmed.
const typedSecret = () =>
  z.string({ error: requiredError }).check(z.minLength(1, { error: said('REQUIRED'), abort: true }))

export const Username = requiredText(
  maxLength(50),
  z.regex(/^[A-Za-z0-9._-]+$/, { error: said('USERNAME_CHARACTERS') }),
)

const optionalEmail = () => optionalText(email(), maxLength(254))
const optionalPhone = () => blankAsMissing(bangladeshPhone)
const Language = z.enum(['en', 'bn']).optional()

/** POST /auth/register (product §3, §5). Email and Phone are omitted by the web when empty. */
export const RegisterInput = z
  .object({
    FirstName: requiredText(maxLength(100)),
    LastName: optionalText(maxLength(100)),
    Username,
    Email: optionalEmail(),
    Phone: optionalPhone(),
    Password: passwordStrength,
    ConfirmPassword: typedSecret(),
    Address: z.string().max(500).optional(),
    Language,
  })
  .check(equalTo('ConfirmPassword', 'Password'))
export type RegisterInput = z.infer<typeof RegisterInput>

/** POST /auth/login: Username may also be the account's e-mail address. */
export const LoginInput = z.object({ Username: requiredText(maxLength(254)), Password: typedSecret() })
export type LoginInput = z.infer<typeof LoginInput>

/** PUT /user/me */
export const ProfileInput = z.object({
  FirstName: requiredText(maxLength(100)),
  LastName: optionalText(maxLength(100)),
  Email: optionalEmail(),
  Phone: optionalPhone(),
  Language,
})
export type ProfileInput = z.infer<typeof ProfileInput>

/** PATCH /user/me/password. CurrentPassword is required by the server when the account has a password. */
export const PasswordChangeInput = z
  .object({
    CurrentPassword: z.string().optional(),
    Password: passwordStrength,
    ConfirmPassword: typedSecret(),
    LogOutOtherDevices: z.boolean().default(true),
  })
  .check(equalTo('ConfirmPassword', 'Password'), newPasswordDiffers())
export type PasswordChangeInput = z.infer<typeof PasswordChangeInput>

export const ResetByEmailInput = z.object({ Email: requiredText(email()) })
export const ResetByPhoneInput = z.object({ PhoneNumber: bangladeshPhone })
export const VerifyOtpInput = z.object({
  PhoneNumber: bangladeshPhone,
  OTP: requiredText(z.overwrite(toAsciiDigits), z.regex(/^\d{6}$/, { error: said('OTP_FORMAT') })),
})
export const ResetPasswordInput = z.object({
  Token: requiredText(),
  Password: passwordStrength,
  LogOutOtherDevices: z.boolean().default(true),
})
export type ResetPasswordInput = z.infer<typeof ResetPasswordInput>

export const TokenInput = z.object({ Token: requiredText() })
export const GoogleRegisterInput = z.object({
  GoogleIdToken: requiredText(),
  FirstName: requiredText(maxLength(100)),
  LastName: optionalText(maxLength(100)),
})
export type GoogleRegisterInput = z.infer<typeof GoogleRegisterInput>

export const SignInKind = z.enum(['password', 'google', 'facebook', 'auto', 'guest', 'star'])
export type SignInKind = z.infer<typeof SignInKind>

/** The user as the API shows it to its owner. */
export const User = z.object({
  ID: z.uuid(),
  Username: z.string(),
  FirstName: z.string(),
  LastName: z.string(),
  Email: z.string().nullable(),
  EmailVerified: z.boolean(),
  Phone: z.string().nullable(),
  Kind: SignInKind,
  Language: z.enum(['en', 'bn']),
  HasPassword: z.boolean(),
  CreatedAt: z.iso.datetime({ offset: true }),
})
export type User = z.infer<typeof User>

export const LoginAnswer = z.object({ authToken: z.string(), user: User })
export type LoginAnswer = z.infer<typeof LoginAnswer>
