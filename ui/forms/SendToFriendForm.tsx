/** Send the listing to a friend: the sender, the friend's address and a short message. */
import { useI18n } from "../i18n/context.tsx";
import { FormShell } from "./FormShell.tsx";
import { TextArea, TextField } from "./fields.tsx";
import type { FormView } from "./model.ts";
import { valueText } from "../../shared/forms/values.ts";
import {
  FRIEND_MESSAGE_MAX,
  SEND_TO_FRIEND_FIELDS,
  SendToFriendSchema,
} from "../../shared/forms/schemas/send-to-friend.ts";

export function SendToFriendForm({ view }: { view: FormView }) {
  const { t } = useI18n();
  const { values } = view;
  const form = view.name;
  const labels = {
    name: t("forms.sendToFriend.name"),
    email: t("forms.sendToFriend.email"),
    friendEmail: t("forms.sendToFriend.friendEmail"),
    message: t("forms.sendToFriend.message"),
  };
  return (
    <FormShell
      view={view}
      schema={SendToFriendSchema}
      fields={SEND_TO_FRIEND_FIELDS}
      labels={labels}
      submitLabel={t("forms.sendToFriend.send")}
    >
      {(errors) => (
        <>
          <div className="form__row">
            <TextField
              form={form}
              name="name"
              label={labels.name}
              required
              autoComplete="name"
              maxLength={80}
              value={valueText(values, "name")}
              error={errors.name}
            />
            <TextField
              form={form}
              name="email"
              type="email"
              label={labels.email}
              required
              autoComplete="email"
              maxLength={254}
              value={valueText(values, "email")}
              error={errors.email}
            />
          </div>
          <TextField
            form={form}
            name="friendEmail"
            type="email"
            label={labels.friendEmail}
            required
            autoComplete="off"
            maxLength={254}
            value={valueText(values, "friendEmail")}
            error={errors.friendEmail}
          />
          <TextArea
            form={form}
            name="message"
            label={labels.message}
            hint={t("forms.sendToFriend.messageHint", { max: FRIEND_MESSAGE_MAX })}
            maxLength={FRIEND_MESSAGE_MAX}
            rows={3}
            value={valueText(values, "message")}
            error={errors.message}
          />
        </>
      )}
    </FormShell>
  );
}
