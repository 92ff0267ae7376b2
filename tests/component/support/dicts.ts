import type { DictOption } from '@/lib/dict-values';
import type { Answer, ApiCall } from './api';

const option = (value: string, label: string, color: DictOption['color']): DictOption => ({ value, label, labelEn: label, labelZh: label, color, enabled: true });
const status = [option('1', 'Enabled', 'green'), option('0', 'Disabled', 'gray')];

/** The seeded dictionaries (drizzle/0025_dicts.sql), in English. */
export const seededDicts: Readonly<Record<string, readonly DictOption[]>> = {
  notice_level: [option('info', 'Info', 'sky'), option('warning', 'Warning', 'amber'), option('critical', 'Critical', 'red')],
  user_status: status,
  role_status: status,
};

/** `GET system/dicts/options?code=`: the seeded dictionaries (every page's forms, filters and badges read them). */
export function dictOptionsRoute(call: ApiCall): Answer {
  const found = seededDicts[call.query.code ?? ''];
  return found ? { code: 200, data: found } : { code: 404, message: 'Not found' };
}
