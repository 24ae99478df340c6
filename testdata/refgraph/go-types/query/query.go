package query

import "example.com/gt/labels"

func Match(ls labels.Labels) bool {
	return ls.Get("job") == labels.FromStrings("a", "b").Get("a")
}
