/** The owner portal's login, password reminder and new-password pages (decision 035). */
import type { AuthView } from "./auth-model.ts";
import { LoginCode } from "./LoginCode.tsx";
import { LoginForm } from "./LoginForm.tsx";
import { LoginReminder } from "./LoginReminder.tsx";
import { LoginReset } from "./LoginReset.tsx";

export function AuthPage({ view }: { view: AuthView }) {
  return (
    <div className="container page-content" data-owner-view={view.kind}>
      {view.kind === "login" ? (
        <LoginForm view={view} />
      ) : view.kind === "loginCode" ? (
        <LoginCode view={view} />
      ) : view.kind === "reminder" ? (
        <LoginReminder view={view} />
      ) : (
        <LoginReset view={view} />
      )}
    </div>
  );
}
