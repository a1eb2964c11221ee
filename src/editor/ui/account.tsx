import styled from 'styled-components';
import { theme } from '@/theme/tokens';
import { labels } from './labels';
import { useSignOut } from './use-sign-out';
import { Button, ErrorText } from './controls';

const Box = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space.xs};
  margin-left: auto;
  font-size: ${theme.fontSizes.sm};
  overflow-wrap: anywhere;
`;

/** Who is signed in, and Sign out. */
export function Account({ email }: { email: string }) {
  const { signOut, busy, error } = useSignOut();
  return (
    <Box>
      <p>{labels.account(email)}</p>
      <Button type="button" onClick={signOut} disabled={busy}>
        {labels.signOut}
      </Button>
      {error && <ErrorText role="alert">{error}</ErrorText>}
    </Box>
  );
}
