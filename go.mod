module github.com/wordbot/wordbot

go 1.26.8
