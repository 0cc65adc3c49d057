// The Activity's participants as Discord knows them (docs/activity.md,
// "Playing"): everyone in this Activity instance, from the Embedded App
// SDK's getInstanceConnectedParticipants and then live from its
// ACTIVITY_INSTANCE_PARTICIPANTS_UPDATE event, shown beside the round's
// players (wordbot's own list, #players). Both need the SDK authenticated
// with the player's access token (from /api/token). The list is extra:
// if Discord refuses it, the game goes on without it.
import { DiscordSDK, Events } from "@discord/embedded-app-sdk";
import { t } from "./i18n";

interface Participant { id: string; username: string; global_name?: string | null; nickname?: string; }

let shown: Participant[] = [];

// A participant's name as Discord shows it in the channel.
const nameOf = (p: Participant) => p.nickname || p.global_name || p.username;

// showParticipants writes the list in the page's language (again when it
// changes).
export function showParticipants() {
  const el = document.getElementById("participants");
  if (el) el.textContent = shown.length ? t("participants", shown.map(nameOf).join(", ")) : "";
}

// followParticipants authenticates the SDK, subscribes to the updates, then
// reads the list once (an update that came first is newer: it stays).
export async function followParticipants(sdk: DiscordSDK, accessToken: string) {
  let updated = false;
  try {
    await sdk.commands.authenticate({ access_token: accessToken });
    await sdk.subscribe(Events.ACTIVITY_INSTANCE_PARTICIPANTS_UPDATE, (d) => {
      updated = true;
      shown = d.participants;
      showParticipants();
    });
    const first = await sdk.commands.getInstanceConnectedParticipants();
    if (!updated) {
      shown = first.participants;
      showParticipants();
    }
  } catch (err: unknown) {
    console.warn("Discord's participants:", err);
  }
}
