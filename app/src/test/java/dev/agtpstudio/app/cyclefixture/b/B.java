package dev.agtpstudio.app.cyclefixture.b;

/** Test fixture: uses package a (cycle) and c (no cycle). */
public class B {
    public dev.agtpstudio.app.cyclefixture.a.A a;
    public dev.agtpstudio.app.cyclefixture.c.C c;
}
