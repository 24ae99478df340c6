#ifndef API_H
#define API_H
int api_call(int x);
#endif
