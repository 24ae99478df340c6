#include "area.h"

/* rect_area returns w*h. */
int rect_area(int w, int h) {
	return w * h;
}

int square_area(int s) {
	return rect_area(s, s);
}

int main(void) {
	return square_area(3) - 9;
}
