/** «Мои размеры» as one query per buyer (the guest's, or a signed-in buyer's), wherever the profile lives. */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useAuth } from '../../auth';
import { loadSizeProfile, saveSizeProfile } from '../lib/size-profile-storage';
import { ownSizes, type SizeProfile } from '../types';

function useOwner() {
  const { status, user } = useAuth();
  const signedIn = status === 'authenticated';
  return {
    signedIn,
    ready: status !== 'loading',
    queryKey: ['my-sizes', signedIn ? (user?.id ?? '') : 'guest'],
  };
}

export function useSizeProfile() {
  const owner = useOwner();
  return useQuery({
    queryKey: owner.queryKey,
    queryFn: ({ signal }) => loadSizeProfile(owner.signedIn, signal),
    enabled: owner.ready,
    // A guest's profile is on this device (free to read again, and gone from it once she signs in).
    staleTime: owner.signedIn ? Number.POSITIVE_INFINITY : 0,
  });
}

/** Her size codes; none until the profile is read. */
export function useMySizeCodes(): string[] {
  const profile = useSizeProfile().data;
  return profile ? ownSizes(profile) : [];
}

export function useSaveSizeProfile() {
  const owner = useOwner();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (profile: SizeProfile) => saveSizeProfile(owner.signedIn, profile),
    onSuccess: (profile) => queryClient.setQueryData(owner.queryKey, profile),
  });
}
