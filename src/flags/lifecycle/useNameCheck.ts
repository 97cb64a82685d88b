import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { urlFriendlyName } from '../../../contract';
import { isApiError } from '../../api';
import { describeError } from '../../ui/describeError';
import { nameCheckOptions } from './queries';

/** How long typing must pause before the name is sent to the service. */
export const nameCheckDelayMs = 300;

export type NameCheck =
  | { state: 'empty' }
  | { state: 'checking' }
  | { state: 'free' }
  | { state: 'refused'; reason: string };

/**
 * The name as typed, checked as the service checks it: its form at once (the contract's rule),
 * then, once typing pauses, whether a flag anywhere (archived ones too) holds it.
 */
export function useNameCheck(name: string): NameCheck {
  const [settled, setSettled] = useState(name);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(name), nameCheckDelayMs);
    return () => clearTimeout(timer);
  }, [name]);
  const form = urlFriendlyName.safeParse(name);
  const check = useQuery({ ...nameCheckOptions(settled), enabled: form.success && settled === name });
  if (name === '') return { state: 'empty' };
  if (!form.success) return { state: 'refused', reason: form.error.issues[0]?.message ?? 'not a valid name' };
  if (settled !== name || check.isPending) return { state: 'checking' };
  if (check.isError) {
    const error = check.error;
    const detail = isApiError(error) ? error.details.find((item) => item.path === 'name')?.message : undefined;
    return { state: 'refused', reason: detail ?? describeError(error).message };
  }
  return { state: 'free' };
}
