import { useEffect, useState } from 'react';
import { fetchAssignees } from './leads-api';

/**
 * The accounts a lead may be assigned to, with `also` (the signed-in account, a lead's assignee) among them: a server
 * without the list, or one that cannot answer, still offers those.
 */
export function useAssignees(also: (string | null)[]): string[] {
  const [accounts, setAccounts] = useState<string[]>([]);
  useEffect(() => {
    const controller = new AbortController();
    fetchAssignees(controller.signal).then(setAccounts, () => undefined);
    return () => controller.abort();
  }, []);
  return [...new Set([...accounts, ...also.filter((email): email is string => Boolean(email))])].sort();
}
