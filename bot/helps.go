package bot

// helps holds /help in French, Spanish, German and Portuguese (filled by
// commands_fr.go, commands_es.go, commands_de.go, commands_pt.go).
var helps = map[string]string{}
