import { app } from "./app.ts";
import { scheduled } from "./catalogue/scheduled.ts";

export default {
  fetch: app.fetch,
  scheduled,
} satisfies ExportedHandler<Env>;
