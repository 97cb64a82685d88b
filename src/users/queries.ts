import { queryOptions } from '@tanstack/react-query';
import { listUsers } from '../api/people';

export const userKeys = { all: ['users'] as const };

export const userListOptions = () => queryOptions({ queryKey: userKeys.all, queryFn: ({ signal }) => listUsers(signal) });
