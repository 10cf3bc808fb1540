/* A stand-in for an Angband-family game's h-type.h (Oangband 1.1.0): the game
 * makes `bool` a macro for its own one-byte type, and `byte` unsigned char. */
#ifndef GAME_H_TYPE_H
#define GAME_H_TYPE_H

typedef char bool_hack;
#define bool bool_hack
#define FALSE 0
#define TRUE 1
typedef unsigned char byte;
typedef signed short s16b;

#endif
