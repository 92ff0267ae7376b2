import type { DateRange } from 'react-day-picker';
import { z } from 'zod';
import type { UploadItem } from '@/components/custom/file-upload';
import { whenValid } from '@/lib/api/cross-field';

/**
 * The demo form's contract. Every message is a message id under `page.component.form.validation`,
 * translated where it is shown, so one schema serves both languages.
 */
export const profileSchema = z
  .object({
    username: z.string().trim().min(4, 'usernameMin').max(20, 'usernameMax'),
    email: z.email('email'),
    password: z.string().min(8, 'passwordMin').regex(/[a-z]/i, 'passwordLetter').regex(/\d/, 'passwordDigit'),
    confirm: z.string().min(1, 'confirmRequired'),
    age: z.number({ error: 'ageRequired' }).int('ageInt').min(18, 'ageRange').max(120, 'ageRange'),
    bio: z.string().max(200, 'bioMax'),
    role: z.string().min(1, 'roleRequired'),
    country: z.string().min(1, 'countryRequired'),
    skills: z.array(z.string()).min(2, 'skillsMin').max(4, 'skillsMax'),
    department: z.string().min(1, 'departmentRequired'),
    plan: z.enum(['free', 'pro', 'team'], { error: 'planRequired' }),
    budget: z.tuple([z.number(), z.number()]).refine(([low, high]) => high - low >= 10, 'budgetGap'),
    newsletter: z.boolean(),
    birthday: z.date({ error: 'birthdayRequired' }).refine((d) => d <= new Date(), 'birthdayPast'),
    stay: z.custom<DateRange | undefined>().refine((r) => !!r?.from && !!r.to, 'stayRequired'),
    meeting: z
      .string()
      .regex(/^\d{2}:\d{2}$/, 'meetingRequired')
      .refine((v) => v === '' || (v >= '09:00' && v <= '18:00'), 'meetingRange'),
    attachments: z
      .array(z.custom<UploadItem>())
      .min(1, 'attachmentsRequired')
      .refine((items) => items.every((i) => i.status === 'done'), 'attachmentsPending'),
    rating: z.number().min(1, 'ratingRequired'),
    color: z.string().regex(/^#[0-9a-f]{6}$/i, 'color'),
    otp: z.string().regex(/^\d{6}$/, 'otp'),
    terms: z.boolean().refine((v) => v, 'terms'),
  })
  .refine((v) => v.password === v.confirm, { message: 'passwordMatch', path: ['confirm'], ...whenValid('password', 'confirm') });

export type ProfileValues = z.infer<typeof profileSchema>;

/** The empty form: text empty, nothing chosen; the switch, slider and colour start at a valid value. */
export const emptyProfile: Partial<ProfileValues> = {
  username: '',
  email: '',
  password: '',
  confirm: '',
  age: undefined,
  bio: '',
  role: '',
  country: '',
  skills: [],
  department: '',
  plan: undefined,
  budget: [20, 60],
  newsletter: true,
  birthday: undefined,
  stay: undefined,
  meeting: '',
  attachments: [],
  rating: 0,
  color: '#3b82f6',
  otp: '',
  terms: false,
};
