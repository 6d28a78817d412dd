import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ContactInput, ContactMessage } from '#shared/contact.schema.js';
import { api } from '../../lib/api-client';
import { queryKeys } from '../../lib/query-keys';

// Contact messages: visitors send them, admins read and delete them
// (docs/decisions/069-contact-form.md).

export const contactMessagesQuery = queryOptions({
  queryKey: queryKeys.contactMessages,
  queryFn: async () => api<ContactMessage[]>('/contact'),
});

export function useContactMessages() {
  return useQuery(contactMessagesQuery);
}

export function useSendContact() {
  return useMutation({
    mutationFn: (input: ContactInput) =>
      api<ContactMessage>('/contact', { method: 'POST', body: input }),
  });
}

export function useDeleteContactMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      api<{ deleted: true }>(`/contact/${encodeURIComponent(id)}`, { method: 'DELETE' }),
    onSuccess: (_result, id) => {
      queryClient.setQueryData<ContactMessage[]>(contactMessagesQuery.queryKey, (list) =>
        list?.filter((m) => m._id !== id),
      );
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: contactMessagesQuery.queryKey }),
  });
}
