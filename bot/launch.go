package bot

// The Discord Activity's launchers (docs/activity.md, "Launching it"):
// when Options.ActivityButton is set (main sets it when web.public_url is,
// on Discord), a Boggle or Ruzzle round's message, a turn game's lobby and
// its board messages carry a "Play in the Activity" button. Pressing it
// opens the Activity for its player: the Discord adapter answers the press
// with LAUNCH_ACTIVITY at once (the answer must be the interaction's first,
// within Discord's 3 s), and the bot's own handler answers it with a
// Reply.Launch for an adapter that routes it here. The terminal has no
// Activity: it never shows the button.

// EntryPointName and EntryPointDescription are the Activity's Entry Point
// command (Discord's PRIMARY_ENTRY_POINT, in its App Launcher), registered
// by the Discord adapter when the Activity is on. The name is Discord's
// default one; the description is localized as the commands' are
// (command.text: in bot/l10n).
const (
	EntryPointName        = "launch"
	EntryPointDescription = "Play the word games in the Activity: trace words on a live grid"
)

// activityButtons is the "Play in the Activity" button, when the Activity
// is on (nil otherwise).
func (c *handling) activityButtons() []Button {
	if !c.b.opt.ActivityButton {
		return nil
	}
	return []Button{mustButton(c.t("Play in the Activity"), idActivity)}
}

// launchActivity answers the button: the Activity opens for its player, or,
// when the Activity is off (a button posted before it was turned off),
// a private sentence saying so.
func (c *handling) launchActivity(idArgs) []Reply {
	if !c.b.opt.ActivityButton {
		return c.private("The Activity is not enabled on this bot: play in the chat.")
	}
	return []Reply{{Launch: true}}
}

// LaunchesActivity reports whether customID is the "Play in the Activity"
// button's: the Discord adapter answers it itself, at once.
func LaunchesActivity(customID string) bool {
	a, _, ok := parseID(customID)
	return ok && a.Prefix == idActivity
}
