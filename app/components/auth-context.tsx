/**
 * The auth context of spec 4: the current cook, their profile, a loading flag and a
 * profile setter. The server renders the signed-in state from the first byte (the
 * root loader), so nothing waits on a client-side check.
 */
import { createContext, useContext, useMemo, useState } from "react";
import { useRevalidator } from "react-router";
import type { Profile } from "../domain/profile";

export interface AuthState {
  user: { name: string; email: string } | null;
  profile: Profile | null;
  loading: boolean;
  setProfile(profile: Profile | null): void;
}

const AuthContext = createContext<AuthState | null>(null);

export function AuthProvider({ profile: serverProfile, children }: { profile: Profile | null; children: React.ReactNode }) {
  const [profile, setProfile] = useState(serverProfile);
  const [followed, setFollowed] = useState(serverProfile);
  const revalidator = useRevalidator();
  // A sign-in, sign-out or save reloads the root data: follow it (during render, not in an effect).
  if (serverProfile !== followed) {
    setFollowed(serverProfile);
    setProfile(serverProfile);
  }
  const value = useMemo<AuthState>(
    () => ({
      user: profile ? { name: profile.name, email: profile.email } : null,
      profile,
      loading: revalidator.state === "loading",
      setProfile,
    }),
    [profile, revalidator.state],
  );
  return <AuthContext value={value}>{children}</AuthContext>;
}

export function useAuth(): AuthState {
  const auth = useContext(AuthContext);
  if (!auth) throw new Error("useAuth deve ser usado dentro de <AuthProvider>.");
  return auth;
}
